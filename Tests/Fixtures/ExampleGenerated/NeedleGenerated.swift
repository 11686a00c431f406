// A hand-written stand-in for the NeedleGenerated.swift that uber/needle's generator writes for
// the Example app's DI graph (Example/App/Generated/NeedleGenerated.swift, not committed). It
// follows the generator's shape — traversal helpers, one private provider class per component
// path, `registerProviderFactories()` — so Tests/Fixtures/typecheck-example.sh can type-check
// the Example on Linux. Hash suffixes are placeholders; the NEEDLE_DYNAMIC branch is omitted.
//
// The graph:
//   ^->RootComponent                                        EmptyDependency
//   ^->RootComponent->LoggedOutComponent                    sessionStore <- RootComponent
//   ^->RootComponent->LoggedInComponent                     networkClient, featureFlags <- RootComponent
//   ^->RootComponent->LoggedInComponent->ProfileComponent   profileService <- LoggedInComponent
//   ^->RootComponent->LoggedInComponent->SettingsComponent  sessionStore <- RootComponent

import Combine
import Foundation
import IMVVM
import NeedleFoundation
import SwiftUI

// swiftlint:disable unused_declaration
private let needleDependenciesHash : String? = nil

// MARK: - Traversal Helpers

private func parent1(_ component: NeedleFoundation.Scope) -> NeedleFoundation.Scope {
    return component.parent
}

private func parent2(_ component: NeedleFoundation.Scope) -> NeedleFoundation.Scope {
    return component.parent.parent
}

// MARK: - Providers

private class LoggedOutDependency76964159fcd924ec510aProvider: LoggedOutDependency {
    var sessionStore: SessionStore {
        return rootComponent.sessionStore
    }
    private let rootComponent: RootComponent
    init(rootComponent: RootComponent) {
        self.rootComponent = rootComponent
    }
}
/// ^->RootComponent->LoggedOutComponent
private func factory3f3d51f45fda0711ca0b845a5aa48c0cc4a2cfe7(_ component: NeedleFoundation.Scope) -> AnyObject {
    return LoggedOutDependency76964159fcd924ec510aProvider(rootComponent: parent1(component) as! RootComponent)
}

private class LoggedInDependency6bcf8302083ed203ae8aProvider: LoggedInDependency {
    var networkClient: NetworkClient {
        return rootComponent.networkClient
    }
    var featureFlags: FeatureFlagProvider {
        return rootComponent.featureFlags
    }
    private let rootComponent: RootComponent
    init(rootComponent: RootComponent) {
        self.rootComponent = rootComponent
    }
}
/// ^->RootComponent->LoggedInComponent
private func factory22f5feaf3bfab17d9265ea2351ce63cee114f3e3(_ component: NeedleFoundation.Scope) -> AnyObject {
    return LoggedInDependency6bcf8302083ed203ae8aProvider(rootComponent: parent1(component) as! RootComponent)
}

private class ProfileDependencyeca4b22314e0c7a3447bProvider: ProfileDependency {
    var profileService: ProfileService {
        return loggedInComponent.profileService
    }
    private let loggedInComponent: LoggedInComponent
    init(loggedInComponent: LoggedInComponent) {
        self.loggedInComponent = loggedInComponent
    }
}
/// ^->RootComponent->LoggedInComponent->ProfileComponent
private func factorya85f173d047d846df4853c0242a73959f35a8a5f(_ component: NeedleFoundation.Scope) -> AnyObject {
    return ProfileDependencyeca4b22314e0c7a3447bProvider(loggedInComponent: parent1(component) as! LoggedInComponent)
}

private class SettingsDependencyb9207ca865cb9af16415Provider: SettingsDependency {
    var sessionStore: SessionStore {
        return rootComponent.sessionStore
    }
    private let rootComponent: RootComponent
    init(rootComponent: RootComponent) {
        self.rootComponent = rootComponent
    }
}
/// ^->RootComponent->LoggedInComponent->SettingsComponent
private func factorye545da6644a0ff2f3ad3b8f340961b474cd3e6a8(_ component: NeedleFoundation.Scope) -> AnyObject {
    return SettingsDependencyb9207ca865cb9af16415Provider(rootComponent: parent2(component) as! RootComponent)
}

private func factoryEmptyDependencyProvider(_ component: NeedleFoundation.Scope) -> AnyObject {
    return EmptyDependencyProvider(component: component)
}

// MARK: - Registration

private func registerProviderFactory(_ componentPath: String, _ factory: @escaping (NeedleFoundation.Scope) -> AnyObject) {
    __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: componentPath, factory)
}

@inline(never) private func register1() {
    registerProviderFactory("^->RootComponent", factoryEmptyDependencyProvider)
    registerProviderFactory("^->RootComponent->LoggedOutComponent", factory3f3d51f45fda0711ca0b845a5aa48c0cc4a2cfe7)
    registerProviderFactory("^->RootComponent->LoggedInComponent", factory22f5feaf3bfab17d9265ea2351ce63cee114f3e3)
    registerProviderFactory("^->RootComponent->LoggedInComponent->ProfileComponent", factorya85f173d047d846df4853c0242a73959f35a8a5f)
    registerProviderFactory("^->RootComponent->LoggedInComponent->SettingsComponent", factorye545da6644a0ff2f3ad3b8f340961b474cd3e6a8)
}

public func registerProviderFactories() {
    register1()
}
