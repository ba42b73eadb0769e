"""A tiny game used only by the engine's tests: secret bids (hidden information), a die (chance
node) and 2-4 seats. It is never registered in the box."""
