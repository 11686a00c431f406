import NeedleFoundation

protocol SettingsDependency: Dependency {
    var account: Account { get }
}

final class SettingsComponent: Component<SettingsDependency> {}
