"""The host loop: one clock, one queue of typed events, the engine, and the table's devices."""
