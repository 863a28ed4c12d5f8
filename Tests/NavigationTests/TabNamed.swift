@testable import NavigationCore
@testable import NavigationRoutes

/// A tab named as links and saved state may name one — any name, a case of no enum among them — for the tests of
/// what reading them does with such names.
func tabNamed(_ name: String) -> AnyNavigationTab {
    AnyNavigationTab(name: name)
}
