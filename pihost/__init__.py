"""The appliance: turns the table's signals into engine actions and engine events into voice,
light and journal records. Devices live behind interfaces with fakes shipped in the package."""

__version__ = "0.1.0"
