-- wrk: a first visit without a cookie — each request starts a new session.
function request()
  return wrk.format("GET", "/@shop")
end
