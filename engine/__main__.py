"""``python -m engine``: the JSON-lines driver (see engine.driver)."""

import sys

from .driver import main

sys.exit(main())
