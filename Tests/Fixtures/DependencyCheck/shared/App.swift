import NeedleFoundation

final class Database {}
final class ImageCache {}
struct Config {
    var name: String
}

final class RootComponent: NeedleFoundation.BootstrapComponent {
    public let config: Config = Config(name: "demo")

    public var database: Database {
        return shared { Database() }
    }

    public var imageCache: ImageCache {
        shared {
            ImageCache()
        }
    }

    var galleryComponent: GalleryComponent {
        GalleryComponent(parent: self)
    }
}

protocol GalleryDependency: NeedleFoundation.Dependency {
    var config: Config { get }
    var database: Database { get }
    var imageCache: ImageCache { get }
}

final class GalleryComponent: NeedleFoundation.Component<GalleryDependency> {}
