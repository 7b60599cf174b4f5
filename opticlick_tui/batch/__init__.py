"""`opticlick batch`: many tasks at once, each in a browser of its own."""
