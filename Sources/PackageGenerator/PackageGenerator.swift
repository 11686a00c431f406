/// Writes Package.swift files; see PackageManifestGenerator.
