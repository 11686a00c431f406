import SwiftUI

/// The app's entry point: registers Needle's generated dependency providers once, at launch,
/// then builds the root scope and shows its view.
@main
struct ShopApp: App {
    private let rootComponent: RootComponent

    init() {
        registerProviderFactories()
        rootComponent = RootComponent()
    }

    var body: some Scene {
        WindowGroup {
            rootComponent.make()
        }
    }
}
