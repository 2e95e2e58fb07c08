"""One Salle per player: a second start hands its save to the Salle already running and brings that
window forward, as KDE and GNOME programs do, so two windows never play from one autosave nor write
over each other's settings.

The first Salle holds a lock in the config folder (the folder that says whose Salle it is) and
answers on a local socket named after that folder. A later start finds the lock taken, sends the
running Salle one line (the save to open, or none) and ends. The lock of a Salle that was killed
is taken over. A holder that does not answer (a Salle on another computer sharing the folder) does
not keep Salle from starting: the autosave's own lock and the settings written key by key keep
that second Salle from losing anything of the first's.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QLockFile, QObject, QTimer
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QApplication

from engine.core.errors import SalleError
from engine.store.paths import config_dir

if TYPE_CHECKING:
    from gui.mainwindow import MainWindow

log = logging.getLogger("salle")

LOCK_NAME = "salle.lock"
ANSWER = b"ok\n"
# How long a later start waits for the running Salle: it may have taken the lock a moment ago and
# not be listening yet, or be busy drawing a table.
CONNECT_MS = 5000
# a line longer than this is not a path a desktop handed over
MAX_LINE = 64 * 1024


def server_name(folder: Path) -> str:
    """The socket the Salle using `folder` for its settings answers on: private to the player (in
    his runtime folder when the desktop gives one; Qt puts a bare name in the temporary folder)."""
    key = hashlib.sha256(str(folder.absolute()).encode("utf-8", "surrogateescape")).hexdigest()[:20]
    name = f"salle-{key}"
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if os.name == "posix" and runtime and os.path.isdir(runtime) and len(runtime) + len(name) < 100:
        return os.path.join(runtime, name)
    return name


Opener = Callable[[Path | None], object]


class SingleInstance(QObject):
    """The first Salle's lock and socket; `claim` says whether this start is that first Salle."""

    def __init__(self, folder: Path, opener: Opener, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.name = server_name(folder)
        self.opener = opener
        self.lock = QLockFile(str(folder / LOCK_NAME))
        # a running Salle keeps its lock for days: only a dead Salle's lock is stale
        self.lock.setStaleLockTime(0)
        self.server: QLocalServer | None = None

    def claim(self) -> bool:
        """True: this is the first Salle (or the lock cannot be made here, so none is kept), and
        it now answers later starts; False: another Salle holds the lock."""
        if self.lock.tryLock(0):
            self._listen()
            return True
        if self.lock.error() != QLockFile.LockError.LockFailedError:
            log.warning("No single-Salle lock in %s (%s): later starts open their own window",
                        self.folder, self.lock.error().name)
            return True
        return False

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        self.lock.unlock()

    def _listen(self) -> None:
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        # a socket left by a killed Salle (its lock was stale) stands in the way of listening
        QLocalServer.removeServer(self.name)
        if not server.listen(self.name):
            log.warning("Salle cannot answer later starts on %s: %s", self.name, server.errorString())
            return
        server.newConnection.connect(self._accept)
        self.server = server

    def _accept(self) -> None:
        assert self.server is not None
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.setParent(self)
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            if socket.bytesAvailable() > MAX_LINE:
                socket.abort()
            return
        line = bytes(socket.readLine(MAX_LINE).data())
        socket.write(QByteArray(ANSWER))
        socket.flush()
        socket.disconnectFromServer()
        try:
            save = parse_request(line)
        except ValueError:
            log.warning("A start of Salle sent a request that is not one: %r", line[:200])
            return
        # after this slot: the opener may ask the player (a game in progress) in a dialog
        QTimer.singleShot(0, lambda: self.opener(save))


def request(save: Path | None) -> bytes:
    """The line a later start sends: the save to open, as an absolute path, or none."""
    path = str(save.absolute()) if save is not None else None
    return json.dumps({"open": path}, ensure_ascii=True).encode("ascii") + b"\n"


def parse_request(line: bytes) -> Path | None:
    """The save a request names, None for none; ValueError for a line that is not a request."""
    data = json.loads(line.decode("utf-8"))  # UnicodeDecodeError is a ValueError too
    if not isinstance(data, dict) or set(data) != {"open"} or not isinstance(data["open"], str | None):
        raise ValueError("not a request to open a save")
    return Path(data["open"]) if data["open"] else None


def hand_over(name: str, save: Path | None, wait_ms: int | None = None) -> bool:
    """Send `save` (or none: only come forward) to the Salle answering on `name`; True once it
    answered. It may have just taken the lock and not be listening yet: tried until `wait_ms`
    (default CONNECT_MS)."""
    wait_ms = CONNECT_MS if wait_ms is None else wait_ms
    deadline = time.monotonic() + wait_ms / 1000
    while True:
        socket = QLocalSocket()
        socket.connectToServer(name)
        if socket.waitForConnected(500):
            socket.write(QByteArray(request(save)))
            answered = socket.waitForBytesWritten(2000) and socket.waitForReadyRead(wait_ms)
            done = answered and bytes(socket.readAll().data()).startswith(ANSWER)
            socket.abort()
            return done
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.1)


def bring_forward(save: Path | None) -> None:
    """What the running Salle does when started again: its window comes forward, and a save
    handed over is opened there (a game in progress is left only if the player says so)."""
    window = _main_window()
    if window is None:  # asked while the window is still being made
        QTimer.singleShot(200, lambda: bring_forward(save))
        return
    if window.isMinimized():
        window.showNormal()
    window.raise_()
    window.activateWindow()
    if save is not None and window.may_leave_match():
        window.open_save(save)


def _main_window() -> MainWindow | None:
    from gui.mainwindow import MainWindow

    # the window on screen: one closed (or not yet shown) is no table to open a save on
    return next((w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()),
                None)


def first_salle(save: Path | None, opener: Opener = bring_forward) -> bool:
    """At start-up (a QApplication exists): True if this start should open the table; False if
    another Salle of this player took `save` (or simply came forward). Salle starts all the same
    when there is no config folder, no lock can be made, or the holder of the lock does not answer."""
    try:
        folder = config_dir()
    except SalleError:
        return True  # no folder to keep settings in: nothing to share, nothing to guard
    app = QCoreApplication.instance()
    guard = SingleInstance(folder, opener, app)
    if guard.claim():
        if app is not None:
            app.aboutToQuit.connect(guard.release)
        return True
    if hand_over(guard.name, save):
        guard.deleteLater()
        return False
    log.warning("Another Salle holds %s but does not answer; this one opens its own window",
                guard.lock.fileName())
    guard.deleteLater()
    return True
