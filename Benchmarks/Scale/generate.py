#!/usr/bin/env python3
"""Writes a synthetic app on the Navigation framework with N screens, to measure how builds scale.

Each screen is a case of a screen enum, with a view model that navigates to other screens (through the
`Coordination` handle it gets), an Assembly that builds it with two or three of ten services, a route, and a
drawing — what the example app has for each of its screens. Screens carry a mix of payloads (none, an Int,
a String, both). A small executable starts the app and follows a deep link.

Layouts:
  flat     one enum `Screen` with every screen; every switch has N arms. Modules: the screens (enum, view
           models, routes, service protocols), the assemblies (and the services), the drawing, the app.
  grouped  `Screen` has one case per feature group of 100 screens (`--group-size`), each with its own enum, assemblies,
           routes and drawing; a group's view models take a handle scoped to the group. The same modules
           as flat: the enums of all groups are in one file, the one place to read every screen.
  modules  grouped, and each group is a module of its own (its enum, view models, routes, assemblies and
           drawing); a core module has the services, and the app the enum of groups and the root switches.

Switches are written with `return` in each arm, which type-checks two to three times faster than a
`switch` expression whose arms are values of different types. View models are `@Observable` (the macro),
or with `--observation manual` implement `Observable` by hand, as the macro would.

The output is deterministic, and a file whose content would not change is not written: `--add-screen` over
an app of the same N adds one screen to the last group and touches only the files a person adding that
screen touches, so building again measures that rebuild.

Usage: generate.py --screens N --layout flat|grouped|modules --out DIR [--add-screen]
                   [--observation macro|manual] [--group-size N] [--framework PATH]
"""

import argparse
import os
import sys

SERVICES = 10


def payload(index):
    """The associated values of screen `index`: (declaration, pattern, arguments, fields). Its route is the
    compiler's: the enum is `Routable`, so `Codable` is synthesized."""
    kind = index % 4
    if kind == 0:
        return "", "", "", []
    if kind == 1:
        return "(id: Int)", "(let id)", "id: id", [("id", "Int")]
    if kind == 2:
        return "(text: String)", "(let text)", "text: text", [("text", "String")]
    return "(id: Int, text: String)", "(let id, let text)", "id: id, text: text", [("id", "Int"), ("text", "String")]


def sample(index):
    """A value of screen `index`, as Swift: `.s3(id: 3, text: "screen 3")`."""
    kind = index % 4
    case = f"s{index}"
    if kind == 0:
        return f".{case}"
    if kind == 1:
        return f".{case}(id: {index})"
    if kind == 2:
        return f'.{case}(text: "screen {index}")'
    return f'.{case}(id: {index}, text: "screen {index}")'


def services_of(index):
    """The services screen `index` needs: two or three of the ten."""
    count = 2 + index % 2
    return sorted({(index * 7 + k * 3) % SERVICES for k in range(count)})


def imports(*modules):
    return "".join(f"import {module}\n" for module in sorted(set(m for m in modules if m)))


class App:
    def __init__(self, screens, layout, framework, add_screen, observation, group_size):
        self.layout = layout
        self.framework = framework
        self.observation = observation
        if layout == "flat":
            self.groups = [list(range(screens))]
        else:
            self.groups = [list(range(start, min(start + group_size, screens)))
                           for start in range(0, screens, group_size)]
        if add_screen:
            self.groups[-1].append(screens)
        self.screens = screens + (1 if add_screen else 0)
        self.group_index = {index: group for group, members in enumerate(self.groups) for index in members}
        self.files = {}

    # -- Where things are ------------------------------------------------------------------------------

    @property
    def grouped(self):
        return self.layout != "flat"

    def group_of(self, index):
        return self.group_index[index]

    def enum(self, group):
        return f"Group{group}Screen" if self.grouped else "Screen"

    def app_value(self, index):
        """Screen `index` as a value of the app's enum."""
        return f".group{self.group_of(index)}({sample(index)})" if self.grouped else sample(index)

    def screens_module(self, group):
        return f"Group{group}" if self.layout == "modules" else "AppScreens"

    def assembly_module(self, group):
        return f"Group{group}" if self.layout == "modules" else "AppAssembly"

    def ui_module(self, group):
        return f"Group{group}" if self.layout == "modules" else "AppUI"

    def core_module(self):
        """Where the service protocols are."""
        return "AppCore" if self.layout == "modules" else "AppScreens"

    def scope_module(self):
        """Where the services' implementations and the scope are."""
        return "AppCore" if self.layout == "modules" else "AppAssembly"

    def root_module(self, kind):
        """Where the app's own enum, routes, root assembly and drawing are."""
        if self.layout == "modules":
            return "App"
        return {"screens": "AppScreens", "assembly": "AppAssembly", "ui": "AppUI"}[kind]

    def folder(self, group):
        return f"Group{group}/" if self.layout == "grouped" else ""

    def path(self, module, group, name):
        folder = self.folder(group) if group is not None else ""
        return f"Sources/{module}/{folder}{name}.swift"

    def targets_of(self, index):
        """The screens screen `index`'s view model navigates to: two of its group, chosen among those before
        it (so that adding a screen changes no other screen's file)."""
        members = self.groups[self.group_of(index)]
        position = members.index(index)
        first = members[position - 1] if position > 0 else members[min(1, len(members) - 1)]
        return [first, members[position // 2]]

    # -- Files ----------------------------------------------------------------------------------------

    def write(self, path, text):
        self.files[path] = text

    def generate(self):
        self.package()
        self.screen_list()
        self.service_protocols()
        self.scope()
        for group, members in enumerate(self.groups):
            self.routes(group, members)
            self.assemblies(group, members)
            self.renderer(group, members)
            for index in members:
                self.view_model(index)
                self.assembly(index)
        if self.grouped:
            self.app_routes()
            self.root_assembly()
            self.app_renderer()
        self.main()
        return self.files

    def package(self):
        navigation = f'.product(name: "Navigation", package: "{os.path.basename(self.framework)}")'
        if self.layout == "modules":
            groups = [f"Group{group}" for group in range(len(self.groups))]
            targets = [f'        .target(name: "AppCore", dependencies: [{navigation}]),']
            targets += [f'        .target(name: "{name}", dependencies: ["AppCore", {navigation}]),' for name in groups]
            app_dependencies = ", ".join(['"AppCore"'] + [f'"{name}"' for name in groups] + [navigation])
            targets.append(f'        .executableTarget(name: "App", dependencies: [{app_dependencies}]),')
        else:
            targets = [
                f'        .target(name: "AppScreens", dependencies: [{navigation}]),',
                '        .target(name: "AppAssembly", dependencies: ["AppScreens"]),',
                '        .target(name: "AppUI", dependencies: ["AppScreens", "AppAssembly"]),',
                '        .executableTarget(name: "App", dependencies: ["AppUI", "AppAssembly", "AppScreens"]),',
            ]
        # A new group adds a module; a new screen in a group does not change this file.
        self.write("Package.swift", f"""// swift-tools-version: 6.0
// A synthetic app ({self.layout} layout), written by Benchmarks/Scale/generate.py.
import PackageDescription

let package = Package(
    name: "SyntheticApp",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "{self.framework}")],
    targets: [
{chr(10).join(targets)}
    ],
    swiftLanguageModes: [.v6]
)
""")

    def enum_declaration(self, group, members):
        cases = "\n".join(f"    case s{index}{payload(index)[0]}" for index in members)
        return f"public enum {self.enum(group)}: Routable, Hashable {{\n{cases}\n}}\n"

    def screen_list(self):
        """The app's enum; grouped, also every group's enum — in modules, each group's in its module."""
        header = "/// Every screen of the app.\n"
        if not self.grouped:
            self.write("Sources/AppScreens/ScreenList.swift",
                       "import Navigation\n\n" + header + self.enum_declaration(0, self.groups[0]))
            return
        cases = "\n".join(f"    case group{group}({self.enum(group)})" for group in range(len(self.groups)))
        app_enum = f"public enum Screen: Routable, Hashable {{\n{cases}\n}}\n"
        if self.layout == "grouped":
            enums = "\n".join(self.enum_declaration(group, members) for group, members in enumerate(self.groups))
            self.write("Sources/AppScreens/ScreenList.swift", "import Navigation\n\n" + header + "\n" + app_enum + "\n" + enums)
        else:
            groups = [f"Group{group}" for group in range(len(self.groups))]
            self.write("Sources/App/ScreenList.swift", imports("Navigation", *groups) + "\n" + header + app_enum)
            for group, members in enumerate(self.groups):
                self.write(self.path(f"Group{group}", None, f"Group{group}Screen"),
                           "import Navigation\n\n/// Every screen of the group.\n" + self.enum_declaration(group, members))

    def service_protocols(self):
        protocols = "\n".join(f"""/// A long-lived service of the app.
@MainActor
public protocol Service{service}: AnyObject {{
    func fetch(_ id: Int) -> String
}}
""" for service in range(SERVICES))
        self.write(f"Sources/{self.core_module()}/Services.swift", protocols)

    def scope(self):
        implementations = "\n".join(f"""/// Service {service}, in memory.
@MainActor
public final class InMemoryService{service}: Service{service} {{
    public init() {{}}
    public func fetch(_ id: Int) -> String {{ "{service}:" + String(id) }}
}}
""" for service in range(SERVICES))
        fields = "\n".join(f"    public let service{s}: any Service{s} = InMemoryService{s}()" for s in range(SERVICES))
        module = self.scope_module()
        self.write(f"Sources/{module}/AppScope.swift", imports(self.core_module() if module != self.core_module() else None)
                   + f"""
{implementations}
/// The app's long-lived services.
@MainActor
public struct AppScope {{
{fields}

    public init() {{}}
}}
""")

    def routes(self, group, members):
        enum = self.enum(group)
        first = f"s{members[0]}"
        others = ", ".join(f".s{index}" for index in members[1:])
        beneath = f"        case .{first}: return []\n" + (f"        case {others}: return [{sample(members[0])}]\n" if others else "")
        rules = ", ".join(f".s{index}" for index in members)
        self.write(self.path(self.screens_module(group), group, f"{enum}+Routes"), f"""import Navigation

extension {enum} {{
    public var screensBeneath: [{enum}] {{
        switch self {{
{beneath}        }}
    }}

    public var linkRule: LinkRule<{enum}> {{
        switch self {{
        case {rules}: return .pushed
        }}
    }}
}}
""")

    def view_model(self, index):
        _, _, arguments, fields = payload(index)
        group = self.group_of(index)
        enum = self.enum(group)
        name = f"S{index}ViewModel"
        services = services_of(index)
        ignored = "@ObservationIgnored " if self.observation == "macro" else ""
        stored = "".join(f"    public let {field}: {kind}\n" for field, kind in fields)
        service_fields = "\n".join(f"    {ignored}private let service{s}: any Service{s}" for s in services)
        parameters = ", ".join([f"{field}: {kind}" for field, kind in fields]
                               + [f"service{s}: any Service{s}" for s in services]
                               + [f"coordination: any Coordination<{enum}>"])
        assignments = "\n".join([f"        self.{field} = {field}" for field, _ in fields]
                                + [f"        self.service{s} = service{s}" for s in services])
        fetched = " + ".join(f"service{s}.fetch({'id' if 'id' in arguments else index})" for s in services)
        first, second = self.targets_of(index)
        if self.observation == "macro":
            declaration = f"@MainActor\n@Observable\npublic final class {name} {{"
            status = '    public private(set) var status = "ready"'
        else:
            declaration = f"@MainActor\npublic final class {name}: Observable {{"
            status = f"""    public private(set) var status: String {{
        get {{
            registrar.access(self, keyPath: \\.status)
            return storedStatus
        }}
        set {{
            registrar.withMutation(of: self, keyPath: \\.status) {{ storedStatus = newValue }}
        }}
    }}
    private var storedStatus = "ready"
    private let registrar = ObservationRegistrar()"""
        core = self.core_module() if self.core_module() != self.screens_module(group) else None
        self.write(self.path(self.screens_module(group), group, name), imports("Navigation", "Observation", core) + f"""
/// The logic of screen {index}.
{declaration}
{stored}{status}
{service_fields}
    {ignored}private let coordination: any Coordination<{enum}>

    public init({parameters}) {{
{assignments}
        self.coordination = coordination
    }}

    public func refresh() {{
        status = "screen {index}: " + {fetched}
    }}

    public func openNext() {{
        do {{
            try coordination.show({sample(first)})
        }} catch {{
            status = error.description
        }}
    }}

    public func openOther() {{
        do {{
            try coordination.present({sample(second)})
        }} catch {{
            status = error.description
        }}
    }}

    public func close() {{
        do {{
            try coordination.pop()
        }} catch {{
            status = error.description
        }}
    }}
}}
""")

    def assembly(self, index):
        group = self.group_of(index)
        enum = self.enum(group)
        _, _, _, fields = payload(index)
        fields = fields + [(f"service{s}", f"any Service{s}") for s in services_of(index)]
        fields.append(("coordination", f"any Coordination<{enum}>"))
        stored = "\n".join(f"    private let {field}: {kind}" for field, kind in fields)
        parameters = ", ".join(f"{field}: {kind}" for field, kind in fields)
        assignments = "\n".join(f"        self.{field} = {field}" for field, _ in fields)
        arguments = ", ".join(f"{field}: {field}" for field, _ in fields)
        module = self.assembly_module(group)
        self.write(self.path(module, group, f"S{index}Assembly"), imports(
            "Navigation", self.screens_module(group) if module != self.screens_module(group) else None,
            self.core_module() if module != self.core_module() else None) + f"""
/// Builds screen {index}.
@MainActor
public struct S{index}Assembly: Assembly {{
{stored}

    public init({parameters}) {{
{assignments}
    }}

    public func build() -> S{index}ViewModel {{
        S{index}ViewModel({arguments})
    }}
}}
""")

    def assemblies(self, group, members):
        enum = self.enum(group)
        name = f"Group{group}Assemblies" if self.grouped else "RootAssembly"
        arms = []
        for index in members:
            _, pattern, arguments, _ = payload(index)
            services = ", ".join(f"service{s}: scope.service{s}" for s in services_of(index))
            data = f"{arguments}, " if arguments else ""
            arms.append(f"        case .s{index}{pattern}:\n"
                        f"            return try S{index}Assembly({data}{services}, coordination: coordination).built()")
        module = self.assembly_module(group)
        self.write(self.path(module, group, name), imports(
            "Navigation", self.screens_module(group) if module != self.screens_module(group) else None,
            self.scope_module() if module != self.scope_module() else None) + f"""
/// Maps every screen of `{enum}` to its Assembly.
@MainActor
public struct {name}: AssemblyProvider {{
    public let scope: AppScope

    public init(scope: AppScope) {{
        self.scope = scope
    }}

    public func viewModel(for screen: {enum}, coordination: any Coordination<{enum}>) throws -> BuiltViewModel {{
        switch screen {{
{chr(10).join(arms)}
        }}
    }}
}}
""")

    def group_modules(self):
        return [f"Group{group}" for group in range(len(self.groups))] if self.layout == "modules" else []

    def root_assembly(self):
        arms = "\n".join(
            f"        case .group{group}(let screen):\n"
            f"            return try Group{group}Assemblies(scope: scope)\n"
            f"                .viewModel(for: screen, coordination: coordination.scoped(to: Screen.group{group}))"
            for group in range(len(self.groups)))
        module = self.root_module("assembly")
        self.write(f"Sources/{module}/RootAssembly.swift", imports(
            "Navigation", *self.group_modules(), None if self.layout == "modules" else "AppScreens",
            self.scope_module() if module != self.scope_module() else None) + f"""
/// Maps every group's screens to its group's assemblies.
@MainActor
public struct RootAssembly: AssemblyProvider {{
    public let scope: AppScope

    public init(scope: AppScope) {{
        self.scope = scope
    }}

    public func viewModel(for screen: Screen, coordination: any Coordination<Screen>) throws -> BuiltViewModel {{
        switch screen {{
{arms}
        }}
    }}
}}
""")

    def app_routes(self):
        count = len(self.groups)
        beneath = "\n".join(
            f"        case .group{group}(let screen): return screen.screensBeneath.map(Screen.group{group})"
            for group in range(count))
        rules = "\n".join(
            f"        case .group{group}(let screen): return screen.linkRule.map(Screen.group{group})"
            for group in range(count))
        self.write(f"Sources/{self.root_module('screens')}/Screen+Routes.swift",
                   imports("Navigation", *self.group_modules()) + f"""
extension Screen {{
    public var screensBeneath: [Screen] {{
        switch self {{
{beneath}
        }}
    }}

    public var linkRule: LinkRule<Screen> {{
        switch self {{
{rules}
        }}
    }}
}}
""")

    def renderer(self, group, members):
        enum = self.enum(group)
        name = f"Group{group}Renderer" if self.grouped else "Renderer"
        titles = "\n".join(f'        case .s{index}: return "Screen {index}"' for index in members)
        draws = "\n".join(
            f"        case .s{index}: return (viewModel as? S{index}ViewModel)?.status ?? \"?\""
            for index in members)
        module = self.ui_module(group)
        self.write(self.path(module, group, name),
                   imports(self.screens_module(group) if module != self.screens_module(group) else None) + f"""
/// Draws each screen of `{enum}`.
@MainActor
public enum {name} {{
    public static func title(of screen: {enum}) -> String {{
        switch screen {{
{titles}
        }}
    }}

    public static func draw(_ screen: {enum}, viewModel: AnyObject) -> String {{
        switch screen {{
{draws}
        }}
    }}
}}
""")

    def app_renderer(self):
        titles = "\n".join(f"        case .group{group}(let screen): return Group{group}Renderer.title(of: screen)"
                           for group in range(len(self.groups)))
        draws = "\n".join(
            f"        case .group{group}(let screen): return Group{group}Renderer.draw(screen, viewModel: viewModel)"
            for group in range(len(self.groups)))
        self.write(f"Sources/{self.root_module('ui')}/Renderer.swift", imports(
            *self.group_modules(), None if self.layout == "modules" else "AppScreens") + f"""
/// Draws each screen, through its group's renderer.
@MainActor
public enum Renderer {{
    public static func title(of screen: Screen) -> String {{
        switch screen {{
{titles}
        }}
    }}

    public static func draw(_ screen: Screen, viewModel: AnyObject) -> String {{
        switch screen {{
{draws}
        }}
    }}
}}
""")

    def main(self):
        modules = ["AppCore"] if self.layout == "modules" else ["AppAssembly", "AppScreens", "AppUI"]
        self.write("Sources/App/main.swift", imports("Navigation", *modules) + f"""
// Starts the app, follows a deep link to the second screen, and prints what is on top.
MainActor.assumeIsolated {{
    do {{
        let coordinator = try Coordinator(root: Screen{self.app_value(0)}, assemblies: RootAssembly(scope: AppScope()))
        let links = DeepLinks<Screen>(scheme: "app")
        try coordinator.open(link: links.url(for: Screen{self.app_value(1)}), using: links)
        print(coordinator.state.screens.map(Renderer.title(of:)).joined(separator: " › "))
        print(Renderer.draw(coordinator.top.screen, viewModel: coordinator.topViewModel))
    }} catch {{
        print("error: \\(error)")
    }}
}}
""")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--screens", type=int, required=True)
    parser.add_argument("--layout", choices=["flat", "grouped", "modules"], required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--add-screen", action="store_true", help="one more screen, in the last group")
    parser.add_argument("--observation", choices=["macro", "manual"], default="macro")
    parser.add_argument("--group-size", type=int, default=100, help="screens per feature group (not flat)")
    default_framework = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
    parser.add_argument("--framework", default=default_framework, help="the Navigation package's folder")
    options = parser.parse_args()
    if options.screens < 2:
        sys.exit("generate.py: --screens must be at least 2")
    if options.group_size < 2:
        sys.exit("generate.py: --group-size must be at least 2")
    app = App(options.screens, options.layout, os.path.abspath(options.framework), options.add_screen,
              options.observation, options.group_size)
    files = app.generate()
    for path, text in files.items():
        full = os.path.join(options.out, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        # Leave a file untouched when its content is the same, so that a build sees only what changed.
        if os.path.exists(full) and open(full).read() == text:
            continue
        with open(full, "w") as file:
            file.write(text)
    print(f"{len(files)} files for {app.screens} screens ({options.layout}) in {options.out}")


if __name__ == "__main__":
    main()
