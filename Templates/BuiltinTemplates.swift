/// The built-in templates are this folder's sub-folders, shipped as the resources of this
/// target (`scaffold_BuiltinTemplates.resources` beside the executable). This file exists
/// because SwiftPM builds no target without a source.
enum BuiltinTemplates {}
