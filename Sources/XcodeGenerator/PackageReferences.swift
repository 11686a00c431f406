import ProjectSpec

/// `XCRemoteSwiftPackageReference` and `XCLocalSwiftPackageReference` objects.
enum PackageReferences {
    /// The reference object's ID for the package called `name`.
    static func id(of name: String) -> String { XcodeID.make("package/\(name)") }

    /// The packages that get a reference object: all but local ones shown only as a folder or
    /// excluded from the project.
    static func referenced(_ packages: [SwiftPackage]) -> [SwiftPackage] {
        packages.filter { !$0.productsNameNoPackage }
    }

    /// The reference object of `package`.
    static func object(for package: SwiftPackage) -> PBXObject {
        switch package.source {
        case let .remote(url, requirement):
            return PBXObject(id: id(of: package.name), isa: "XCRemoteSwiftPackageReference", comment: "XCRemoteSwiftPackageReference \"\(package.name)\"", [
                "repositoryURL": .string(url),
                "requirement": .dictionary(fields(of: requirement)),
            ])
        case let .local(path):
            let written = package.writtenAsRootSlash ? "/" : path
            return PBXObject(id: id(of: package.name), isa: "XCLocalSwiftPackageReference", comment: "XCLocalSwiftPackageReference \"\(written)\"", [
                "relativePath": .string(written),
            ])
        }
    }

    /// The `requirement` dictionary Xcode writes for a version rule.
    static func fields(of requirement: VersionRequirement) -> PBXFields {
        switch requirement {
        case let .upToNextMajor(version): return ["kind": .string("upToNextMajorVersion"), "minimumVersion": .string(version)]
        case let .upToNextMinor(version): return ["kind": .string("upToNextMinorVersion"), "minimumVersion": .string(version)]
        case let .exact(version): return ["kind": .string("exactVersion"), "version": .string(version)]
        case let .range(from, to): return ["kind": .string("versionRange"), "minimumVersion": .string(from), "maximumVersion": .string(to)]
        case let .branch(name): return ["kind": .string("branch"), "branch": .string(name)]
        case let .revision(hash): return ["kind": .string("revision"), "revision": .string(hash)]
        }
    }
}
