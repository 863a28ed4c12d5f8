/// The key path Observation tracks each coordinator's state under, made once per screen type and shared by every
/// coordinator of that type.
///
/// A key path into a generic class is built anew each time its literal runs, its generic arguments looked up by
/// name at run time (BENCHMARKS.md, "A coordinator's key path made once per screen type"). Observation only
/// compares key paths, so one of each type serves every coordinator; each coordinator keeps its own
/// `ObservationRegistrar`.
@MainActor
@usableFromInline
enum StateKeyPaths {
    /// The key paths made so far, by the screen type's identity.
    private static var made: [ObjectIdentifier: AnyKeyPath] = [:]

    /// The key path to `storage` of coordinators of `Screen`.
    @usableFromInline
    static func storage<Screen>(_: Screen.Type) -> KeyPath<Coordinator<Screen>, CoordinatorStorage<Screen>> {
        let type = ObjectIdentifier(Screen.self)
        if let keyPath = made[type] {
            // Stored under this type's identity by the line below, so it is of this type.
            return unsafeDowncast(keyPath, to: KeyPath<Coordinator<Screen>, CoordinatorStorage<Screen>>.self)
        }
        let keyPath = \Coordinator<Screen>.storage
        made[type] = keyPath
        return keyPath
    }
}
