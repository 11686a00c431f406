import ScaffoldCLI
import ScaffoldSupport

// One command, then exit: what a run is done with need not be freed (see `DeferredRelease`).
DeferredRelease.keepsUntilExit = true
ScaffoldCommand.main()
