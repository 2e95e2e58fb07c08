"""`python -m salle`: the same as the `salle` command."""

import sys

from salle import main

# the AI's worker processes are spawned and import this module again (as __mp_main__): only the
# program itself starts Salle
if __name__ == "__main__":
    sys.exit(main())
