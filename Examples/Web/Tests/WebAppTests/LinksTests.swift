import Navigation
import Screens
import Testing

@testable import WebApp

/// The front end's links (``Links``) keep the addresses they read and the states they wrote: an answer kept is
/// the framework's own, a failure is not kept, and what is kept stays bounded.
@MainActor
struct LinksTests {
    static let addresses = [
        "demo://@shop", "demo://@shop/shop/catalog", "demo://@shop/shop/catalog/shop/product;productID=3",
        "demo://@text", "demo://@vip",
    ]

    @Test func anAddressReadAgainOpensWhatTheFrameworkReadsFromIt() throws {
        for address in Self.addresses {
            let expected = try ControllersList.links.target(for: address)
            for _ in 0..<2 {
                let target = try Links.target(of: address)
                #expect(target.tab == expected.tab)
                #expect(target.stacks == expected.stacks)
                #expect(target.awaitingResult == expected.awaitingResult)
            }
        }
    }

    @Test func screensWrittenAgainHaveTheLinkTheFrameworkWrites() throws {
        for address in Self.addresses {
            let target = try ControllersList.links.target(for: address)
            let tab = target.tab.flatMap(AppTab.init(rawValue:))
            let stacks = target.stacks.isEmpty ? [[tab?.root ?? .startScreen]] : target.stacks
            let expected =
                try tab.map { try ControllersList.links.url(for: stacks, in: $0) }
                ?? ControllersList.links.url(for: stacks)
            #expect(Links.link(of: stacks, in: tab) == expected)
            #expect(Links.link(of: stacks, in: tab) == expected)
        }
    }

    @Test func aScreenWrittenAgainHasTheRouteTheFrameworkWrites() throws {
        let screens: [ControllersList] = [.startScreen, .shop(.catalog), .shop(.product(productID: 3)), .unlockScreen]
        for screen in screens {
            let expected = try screen.route()
            #expect(Links.route(of: screen) == expected)
            #expect(Links.route(of: screen) == expected)
        }
    }

    @Test func anAddressThatIsNoLinkFailsEachTimeWithTheFrameworksError() throws {
        let address = "demo://@shop/shop/nowhere"
        let expected = #expect(throws: DeepLinkError.self) { try ControllersList.links.target(for: address) }
        for _ in 0..<2 {
            let error = #expect(throws: DeepLinkError.self) { try Links.target(of: address) }
            #expect(error == expected)
        }
    }

    @Test func addressesNoOneAsksForAgainDoNotFillMemory() throws {
        for id in 0..<(Links.limit + 500) {
            _ = try Links.target(of: "demo://@shop/shop/catalog/shop/product;productID=\(id)")
            _ = Links.link(of: [[.shop(.catalog), .shop(.product(productID: id))]], in: .shop)
            _ = Links.route(of: .shop(.product(productID: id)))
        }
        let kept = Links.kept
        #expect(kept.targets <= Links.limit && kept.paths <= Links.limit && kept.routes <= Links.limit)
        #expect(kept.targets > 0 && kept.paths > 0 && kept.routes > 0)
    }
}
