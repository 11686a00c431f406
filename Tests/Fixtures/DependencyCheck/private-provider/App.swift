import NeedleFoundation

final class Token {}
final class Vault {}

final class RootComponent: BootstrapComponent {
    private var token: Token {
        shared { Token() }
    }

    var vaultComponent: VaultComponent {
        VaultComponent(parent: self)
    }
}

fileprivate extension RootComponent {
    var vault: Vault {
        shared { Vault() }
    }
}

protocol VaultDependency: Dependency {
    var token: Token { get }
    var vault: Vault { get }
}

final class VaultComponent: Component<VaultDependency> {}
