"""The network's side of the model: addresses, and the checks every message passes."""
