import sys

from pihost.cli import main

sys.exit(main())
