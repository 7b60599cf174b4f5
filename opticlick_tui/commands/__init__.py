"""The sub-commands of `opticlick`, one module each."""
