/// A custom build rule: how Xcode builds files of a type (Tuist's `BuildRule`). scaffold writes
/// none yet: a target's `buildRules` are read and warned about.
public struct BuildRule: Sendable, Equatable {
    /// The compiler the rule runs.
    public var compilerSpec: CompilerSpec
    /// The file patterns it applies to (with `.pattern` proxy file types).
    public var filePatterns: String?
    /// The file type it applies to.
    public var fileType: FileType
    /// Its name.
    public var name: String?
    /// The files it writes.
    public var outputFiles: [String]
    /// The files it reads.
    public var inputFiles: [String]
    /// Compiler flags of its outputs.
    public var outputFilesCompilerFlags: [String]
    /// The script it runs (with `.customScript`).
    public var script: String?
    /// Whether it runs once per architecture.
    public var runOncePerArchitecture: Bool?

    /// A rule.
    public init(
        name: String? = nil, fileType: FileType, filePatterns: String? = nil, compilerSpec: CompilerSpec, inputFiles: [String] = [],
        outputFiles: [String] = [], outputFilesCompilerFlags: [String] = [], script: String? = nil, runOncePerArchitecture: Bool = false
    ) {
        self.name = name
        self.fileType = fileType
        self.filePatterns = filePatterns
        self.compilerSpec = compilerSpec
        self.inputFiles = inputFiles
        self.outputFiles = outputFiles
        self.outputFilesCompilerFlags = outputFilesCompilerFlags
        self.script = script
        self.runOncePerArchitecture = runOncePerArchitecture
    }

    /// A rule, in Tuist 4's spelling.
    public static func buildRule(
        name: String? = nil, fileType: FileType, filePatterns: String? = nil, compilerSpec: CompilerSpec, inputFiles: [String] = [],
        outputFiles: [String] = [], outputFilesCompilerFlags: [String] = [], script: String? = nil, runOncePerArchitecture: Bool = false
    ) -> BuildRule {
        BuildRule(name: name, fileType: fileType, filePatterns: filePatterns, compilerSpec: compilerSpec, inputFiles: inputFiles, outputFiles: outputFiles,
                  outputFilesCompilerFlags: outputFilesCompilerFlags, script: script, runOncePerArchitecture: runOncePerArchitecture)
    }

    /// The compilers Xcode's build rules name.
    public enum CompilerSpec: String, Sendable, Equatable, CaseIterable {
        case appIntentsMetadataExtractor, appShortcutStringsMetadataExtractor, appleClang, assetCatalogCompiler
        case codeSign, compileRealityComposerProject, compileSceneKitShaders, compileSkybox, compileUSDZ, compressPNG
        case copyPlistFile, copySceneKitAssets, copyStringsFile, copyTiffFile, coreDataMappingModelCompiler
        case coreMLModelCompiler, dataModelCompiler, defaultCompiler, dTrace, generateSpriteKitTextureAtlas, iconutil
        case instrumetsPackageBuilder, intentDefinitionCompiler, interfaceBuilderNIBPostprocessor
        case interfaceBuilderStoryboardCompiler, interfaceBuilderStoryboardLinker
        case interfaceBuilderStoryboardPostprocessor, interfaceBuilderXIBCompiler, ioKitInterfaceGenerator, lex
        case lsRegisterURL, metalCompiler, metalLinker, mig, nasm, nmedit, openCL, osaCompile, pbxcp
        case processSceneKitDocument, processXCAppExtensionPoints, rez, stripSymbols, swiftCompiler
        case swiftABIBaselineGenerator, swiftFrameworkABIChecker, textBasedAPITool, unifdef, yacc, customScript
    }

    /// The file types Xcode's build rules apply to.
    public enum FileType: String, Sendable, Equatable, CaseIterable {
        case instrumentsPackageDefinition, metalAIR, machO, machOObject, siriKitIntent, coreMLMachineLearning
        case rcProjectDocument, skyboxDocument, interfaceBuilderStoryboard, interfaceBuilder, documentationCatalog
        case coreMLMachineLearningModelPackage, assemblyAsm, assemblyAsmAsm, llvmAssembly, cSource, clipsSource
        case cppSource, dtraceSource, dylanSource, fortranSource, glslSource, iigSource, javaSource, lexSource
        case metalShaderSource, migSource, nasmAssembly, openCLSource, pascalSource, protobufSource, rezSource
        case swiftSource, yaccSource, localizationString, localizationStringDictionary, xcAppExtensionPoints
        case xcodeSpecificationPlist, dae, nib, interfaceBuilderStoryboardPackage, classModel, dataModel
        case dataModelVersion, mappingModel, sourceFilesWithNamesMatching
    }
}
