-- wrk: a push + back cycle per session — POST the catalog's "open product 3" form (answered 303), then GET the
-- catalog's address, as the browser's back button does — over the sessions listed in $SESSIONS.
local sessions = dofile(os.getenv("SESSIONS"))
local count = 0

function setup(thread)
  thread:set("offset", math.random(0, #sessions - 1))
end

function request()
  count = count + 1
  local session = sessions[(math.floor(count / 2) + offset) % #sessions + 1]
  local headers = { ["Cookie"] = "session=" .. session.cookie .. "; version=" .. session.version }
  if count % 2 == 0 then
    headers["Content-Type"] = "application/x-www-form-urlencoded"
    local body = "csrf=" .. session.csrf .. "&entry=" .. session.entry .. "&action=open&value=3"
    return wrk.format("POST", "/act", headers, body)
  end
  return wrk.format("GET", "/@shop/shop/catalog", headers)
end
