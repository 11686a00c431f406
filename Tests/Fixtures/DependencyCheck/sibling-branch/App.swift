import NeedleFoundation

final class Cart {}

final class RootComponent: BootstrapComponent {
    var shopComponent: ShopComponent { ShopComponent(parent: self) }
    var accountComponent: AccountComponent { AccountComponent(parent: self) }
}

final class ShopComponent: Component<EmptyDependency> {
    var cart: Cart { shared { Cart() } }
}

final class AccountComponent: Component<EmptyDependency> {
    var ordersComponent: OrdersComponent { OrdersComponent(parent: self) }
}

protocol OrdersDependency: Dependency {
    var cart: Cart { get }
}

final class OrdersComponent: Component<OrdersDependency> {}
