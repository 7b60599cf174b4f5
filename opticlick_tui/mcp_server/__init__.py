"""`opticlick mcp`: our eyes and hands for other agents, over the official MCP SDK."""
