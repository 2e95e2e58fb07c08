# Salle: `make run` opens the table, `make test` runs the whole suite headless.
# Both make .venv on first use and install into it the locked dependencies (requirements/: pyproject.toml's
# pins with everything they pull in, each at one version; `make lock` writes them again).

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
# what playing needs (and the compiler of the engine's hot modules), then the tools of the tests,
# the linters and the package build on top: `make run` installs only the first
PLAY   := $(VENV)/.installed-play
STAMP  := $(VENV)/.installed
RCC    := gui/resources_rc.py
# the translations: .ts sources (committed) compiled to the .qm files the program loads
QM     := $(patsubst %.ts,%.qm,$(wildcard assets/i18n/*.ts))
JOBS   ?= 2
# The locks: what `make run` installs (playing and the engine's compiler), what the bundle is built
# from (playing and PyInstaller: nothing a test or a linter brings can slip into it), and everything
LOCK_PLAY := requirements/play.txt
LOCK_DIST := requirements/dist.txt
LOCK_DEV  := requirements/dev.txt
# the bundle's own venv, made anew from its lock whenever the lock changes
DIST_VENV := .venv-dist
DIST_PY   := $(DIST_VENV)/bin/python
DIST_STAMP := $(DIST_VENV)/.installed

.PHONY: lock sounds compiled run test soak lint diagrams bench bench-dist bench-cluster arena strength balance clean resources translations translations-update check dist dist-check dist-check-old

# The engine's hot modules compiled with mypyc beside their sources (docs/compiled.md): done once
# and again only when one of them changed; without a C compiler it says so and Salle runs as Python.
compiled: $(PLAY)
	@$(PY) packaging/build_compiled.py

run: compiled $(PLAY) $(RCC) $(QM)
	$(PY) main.py

# The whole suite on the compiled modules (when built); then, on their Python sources (SALLE_PURE=1),
# the tests of the modules that compile (engine/compiled.py's COMPILED: each game's state, card data
# and playout policy, the seeded shuffles, the search). mypyc changes how that code runs, not what it
# says, so a difference shows wherever it runs; these tests run all of it, for every game, over far
# more positions than the scripted rules tests: tests/core (the flavour loaded, the shuffles, a search
# in each game and what it pickles), the conformance tests (random games of every game: legality,
# hiding, positions, notation, structured actions), each game's random-play invariants, and the fast
# readings against the plain rules. The rules tests, the AI's and the table's run once, and so do
# the tests among these marked no_compiled_code (reading notation, the build's own checks): they
# call none of that code (tests/conftest.py fails one that does, wherever it runs on the sources).
# SALLE_EXPECT makes a test check which of the two each run loaded.
PURE_TESTS := tests/core tests/conformance tests/en_garde/test_properties.py tests/ready_fence/test_properties.py \
              tests/audatia/test_properties.py tests/barditus/test_properties.py tests/en_garde/test_fast_path.py \
              tests/audatia/test_fast.py
# Work stealing: a worker that has run its share takes tests from the other's, so one long test near
# the end does not leave a core idle.
PYTEST := $(PY) -m pytest -q -n $(JOBS) --dist worksteal -p no:cacheprovider
test: compiled $(STAMP) $(RCC) $(QM)
	QT_QPA_PLATFORM=offscreen SALLE_EXPECT=$$(test -f engine/compiled.json -a -z "$$SALLE_PURE" && echo compiled || echo pure) \
	  $(PYTEST) -m 'not wheel_build'
	@if test -f engine/compiled.json -a -z "$$SALLE_PURE"; then \
	  echo "what compiles, again in pure Python (SALLE_PURE=1):"; \
	  QT_QPA_PLATFORM=offscreen SALLE_PURE=1 SALLE_EXPECT=pure $(PYTEST) -m 'not no_compiled_code' $(PURE_TESTS); \
	fi

# `make test` with SOAK (tests/sizing.py) times each property's examples, to look further for a rare
# failure than every run can afford (under CI=true, derandomized as there).
soak: export HYPOTHESIS_PROFILE = soak
soak: test

lint: $(STAMP) $(RCC)  # mypy follows gui/ into the generated Qt resources
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy

check: lint test

# docs/architecture's pictures, drawn from their Graphviz sources beside them (needs Graphviz:
# sudo apt-get install graphviz). Each picture names the digest of its source, so a test can tell
# a picture drawn from an older source without Graphviz.
DIAGRAMS := $(patsubst %.dot,%.svg,$(wildcard docs/architecture/*.dot))
diagrams: $(DIAGRAMS)

docs/architecture/%.svg: docs/architecture/%.dot
	@command -v dot > /dev/null || { echo "make diagrams needs Graphviz: sudo apt-get install graphviz" >&2; exit 1; }
	dot -Tsvg $< | sed "1a <!-- drawn from $(<F), sha256 $$(sha256sum $< | cut -c1-64) -->" > $@

# Benchmarks: playout and search speed against the BASELINE commit's, timed side by side in the
# same run, compiled (the baseline built in its own folder) and in pure Python, and AI time per
# move (medians); see docs/figures.md. `make bench BASELINE=<commit>` to change it. The default is
# the engine before Ready...Fence!'s and Barditus's views were typed records: today's is held to it.
BASELINE ?= 50e2701
# The table's figures are taken offscreen unless a platform is named (a machine with no display).
bench: compiled $(STAMP) $(RCC) $(QM)
	QT_QPA_PLATFORM=$${QT_QPA_PLATFORM:-offscreen} $(PY) -m tests.bench.bench --against $(BASELINE)

# A Barditus balance (20 Club battles) on a local Dask cluster of one worker, then two (docs/figures.md)
bench-cluster: $(STAMP)
	$(PY) -m tests.bench.cluster_bench -n 20 --level club --repeats 3

# Sizes of the shipped program and its start-up time (after `make dist`)
bench-dist: dist
	$(PY) -m tests.bench.dist_bench

# The strength table in docs/figures.md: 200 matches per pairing.
arena: compiled $(STAMP)
	$(PY) main.py arena en-garde --a master --b club -n 200 --jobs $(JOBS) --seed 1
	$(PY) main.py arena en-garde --a master --b novice -n 200 --jobs $(JOBS) --seed 2
	$(PY) main.py arena en-garde --a club --b novice -n 200 --jobs $(JOBS) --seed 3

# The strength verdicts in docs/figures.md: sequential tests (arena --sprt, docs/cli.md) on pairs of
# matches, one deal with the seats swapped, stopping as soon as the evidence decides (H0: no
# stronger, H1: stronger by the second Elo figure; 5% error each way). Today's Master against the
# Master of November 2026 and against the Club, in each game; each game about 30 minutes of two
# cores. Each run keeps a journal, so a stopped `make strength` goes on where it stopped. A result
# belongs to the code and cards that played it: the journals' folder is named by the committed
# engine and card data (git's hashes of the two folders), so a change to either starts new
# journals. They are kept in the repository (docs/journals/): one run outlasts a working session,
# and the next one, on another machine, goes on from what was committed.
JOURNALS := docs/journals/$(shell git rev-parse HEAD:engine HEAD:assets/cards 2>/dev/null | cut -c1-10 | paste -sd-)
STRENGTH := $(PY) main.py arena --jobs $(JOBS)
strength: compiled $(STAMP)
	mkdir -p $(JOURNALS)
	$(STRENGTH) en-garde --a master --b master-2026-11 --sprt 0,70 -n 56 --seed 11 --journal $(JOURNALS)/en-garde.jsonl
	$(STRENGTH) en-garde --a master --b club --sprt 0,100 -n 40 --seed 1 --journal $(JOURNALS)/en-garde-club.jsonl
	$(STRENGTH) ready-fence --a master --b master-2026-11 --sprt 0,70 -n 40 --seed 11 --journal $(JOURNALS)/ready-fence.jsonl
	$(STRENGTH) ready-fence --a master --b club --sprt 0,100 -n 20 --seed 1 --journal $(JOURNALS)/ready-fence-club.jsonl
	$(STRENGTH) audatia --a master --b master-2026-11 --sprt 0,70 -n 100 --seed 11 --journal $(JOURNALS)/audatia.jsonl
	$(STRENGTH) audatia --a master --b club --sprt 0,100 -n 60 --seed 1 --journal $(JOURNALS)/audatia-club.jsonl

# The balance tables in docs/figures.md: Master against Master, roles, decks and armies rotated.
balance: $(STAMP)
	$(PY) main.py balance audatia --level master -n 400 --jobs $(JOBS) --seed 1
	$(PY) main.py balance barditus --level master -n 1200 --jobs $(JOBS) --seed 1

# The standalone program (PyInstaller, one folder) and the Debian package, into dist/. PyInstaller
# runs in its own venv, which holds what playing needs and PyInstaller alone: a test tool's package
# could otherwise come along through an optional import (the spec refuses one that does).
dist: compiled $(DIST_STAMP) $(RCC) $(QM)
	rm -rf dist/salle
	$(DIST_VENV)/bin/pyinstaller packaging/salle.spec --distpath dist --workpath build/pyinstaller --noconfirm --log-level WARN
	PYTHON=$(DIST_PY) bash packaging/linux/build-deb.sh

# The .deb as a reviewer and a user would meet it: the glibc floor, the dependency closure, lintian,
# the desktop files, the self-test and the first frame on a real X server (packaging/README.md).
# and the pip/pipx path built for real (tests/packaging/test_wheel.py: the wheel built twice,
# installed into fresh venvs), which `make test` leaves to this check
dist-check: dist $(STAMP)
	PYTHON=$(DIST_PY) bash packaging/linux/check-deb.sh
	QT_QPA_PLATFORM=offscreen $(PYTEST) -m wheel_build tests/packaging/test_wheel.py

# As root: apt installs the .deb into an Ubuntu 22.04 chroot (made once, in build/) and runs its
# self-test there: the oldest system the README claims.
dist-check-old:
	bash packaging/linux/check-chroot.sh

resources: $(RCC)

# The sound effects in assets/sounds, synthesised again (committed; tests/packaging/test_sounds.py
# checks they are what the generator makes)
sounds: | $(PY)
	$(PY) packaging/sounds.py

translations: $(QM)

# The .ts files follow the sources (pyside6-lupdate; messages gone from the sources are dropped);
# then translate what is new with Qt Linguist or in a text editor (CONTRIBUTING.md, "Translations").
translations-update: $(STAMP)
	$(PY) -m gui.i18n_build update

assets/i18n/%.qm: assets/i18n/%.ts | $(PLAY)
	$(VENV)/bin/pyside6-lrelease -silent $< -qm $@

$(RCC): resources.qrc $(wildcard assets/icons/* assets/symbols/*) | $(PLAY)
	$(VENV)/bin/pyside6-rcc resources.qrc -o $@

$(PY):
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
	  { echo "Salle needs Python 3.11 or newer; this $(PYTHON) is older." >&2; exit 1; }
	@$(PYTHON) -m venv $(VENV) || { rm -rf $(VENV); \
	  echo "python3 cannot make a virtual environment here. Fix: sudo apt-get install python3-venv" >&2; exit 1; }

# Each venv installs its lock, then Salle itself without a dependency the lock has not pinned.
$(PLAY): pyproject.toml $(LOCK_PLAY) | $(PY)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -r $(LOCK_PLAY)
	$(PY) -m pip install -q --no-deps -e .
	@touch $@

$(STAMP): $(PLAY) $(LOCK_DEV)
	$(PY) -m pip install -q -r $(LOCK_DEV)
	@touch $@

# Salle's own code is read from this folder by the spec: the venv holds its lock and nothing else.
$(DIST_STAMP): $(LOCK_DIST)
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
	  { echo "Salle needs Python 3.11 or newer; this $(PYTHON) is older." >&2; exit 1; }
	rm -rf $(DIST_VENV)
	$(PYTHON) -m venv $(DIST_VENV)
	$(DIST_PY) -m pip install -q --upgrade pip
	$(DIST_PY) -m pip install -q -r $(LOCK_DIST)
	@touch $@

# The locks written again from pyproject.toml's pins (CONTRIBUTING.md, "Dependencies"): each set is
# installed into a fresh venv under build/lock and frozen, so what the pins pull in is pinned too.
# NAME:EXTRAS, the extras pyproject.toml's dependencies are installed with for that lock.
LOCKS := play:compile dist:dist dev:compile,test,dev,dist
lock:
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
	  { echo "Salle needs Python 3.11 or newer; this $(PYTHON) is older." >&2; exit 1; }
	@for set in $(LOCKS); do \
	  name=$${set%%:*}; extras=$${set#*:}; venv=build/lock/$$name; \
	  echo "lock: requirements/$$name.txt (.[$$extras])"; \
	  rm -rf $$venv && $(PYTHON) -m venv $$venv && \
	  $$venv/bin/python -m pip install -q --upgrade pip && \
	  $$venv/bin/python -m pip install -q -e ".[$$extras]" && \
	  { echo "# requirements/$$name.txt: written by \`make lock\` from pyproject.toml's pins (.[$$extras])"; \
	    echo "# with what they pull in, each at one version (CONTRIBUTING.md, \"Dependencies\"). Do not edit."; \
	    $$venv/bin/python -m pip freeze --exclude-editable; } > requirements/$$name.txt.new && \
	  mv requirements/$$name.txt.new requirements/$$name.txt || exit 1; \
	  rm -rf $$venv; \
	done

clean:
	rm -rf $(VENV) $(DIST_VENV) $(RCC) $(QM) build dist *.egg-info .mypy_cache .ruff_cache .hypothesis engine/compiled.json
	find engine -name '*.so' -delete -o -name '*.pyd' -delete
