import ScaffoldCLI

ScaffoldCommand.main()
