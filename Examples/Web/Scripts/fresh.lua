-- wrk: a first visit each request — GET of the shop's catalog without a cookie, as a crawler or a new visitor
-- sends it: a new session each time.
function request()
  return wrk.format("GET", "/@shop/shop/catalog")
end
