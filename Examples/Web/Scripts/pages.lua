-- wrk: GET of the shop's catalog, each request in the next of the sessions listed in $SESSIONS.
local sessions = dofile(os.getenv("SESSIONS"))
local count = 0

function setup(thread)
  thread:set("offset", math.random(0, #sessions - 1))
end

function request()
  count = count + 1
  local session = sessions[(count + offset) % #sessions + 1]
  return wrk.format("GET", "/@shop/shop/catalog", { ["Cookie"] = "session=" .. session.cookie .. "; version=" .. session.version })
end
