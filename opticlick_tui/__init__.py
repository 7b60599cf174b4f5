"""opticlick-tui: a terminal web agent that drives a real Chrome with Set-of-Mark observations."""

__version__ = "0.1.0"
