// The navigation framework as an app imports it: the core (`NavigationCore` — screens, the coordinator, its
// state, requests, the engine, tabs, guards and results), the routes (`NavigationRoutes` — deep links and saved
// sessions, written and read as the screens' routes) and feature groups (`NavigationFeatureGroups` — a group's
// screens as an enum of their own, through a scoped handle). `import Navigation` brings them all; a module that
// needs less may import the core alone, or with one of the others.
@_exported import NavigationCore
@_exported import NavigationFeatureGroups
@_exported import NavigationRoutes
