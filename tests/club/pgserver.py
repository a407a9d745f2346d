"""A throwaway PostgreSQL server for the tests: ``initdb`` of a cluster in a fresh temporary
folder, then ``postgres`` listening on a Unix socket in that folder only (no TCP), stopped and
removed at the end. Debian's ``postgresql`` package (installed by ``run.sh``) provides the
binaries in ``/usr/lib/postgresql/<version>/bin``.

PostgreSQL refuses to run as root, and CI runs as root: then the cluster's folder is given to
the unprivileged ``nobody`` user and the server runs as him. The folder is a new one under the
system's temporary folder, so this works wherever the clone is (even in a folder other users
cannot read: the server never touches it).

    with PostgresServer() as pg:
        url = pg.url("club")     # postgresql+psycopg://pihost@/club?host=/tmp/...&port=5432
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path

PORT = 5432  # the socket's name only: each server has its own folder, so ports never clash


def binaries() -> Path | None:
    """The newest installed PostgreSQL's bin folder, or None."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/postgres"),
                   key=lambda p: int(Path(p).parts[-3]) if Path(p).parts[-3].isdigit() else 0)
    return Path(found[-1]).parent if found else None


class PostgresServer:
    """A PostgreSQL server of its own (see the module's docstring). Raises RuntimeError with
    the server's output when it cannot start."""

    def __init__(self) -> None:
        self.bin = binaries()
        if self.bin is None:
            raise RuntimeError("PostgreSQL is not installed (Debian: apt-get install postgresql)")
        self.dir = Path(tempfile.mkdtemp(prefix="pihost-pg-"))
        self.data = self.dir / "data"
        self.proc: subprocess.Popen | None = None
        self._user = None
        if os.geteuid() == 0:
            self._user = pwd.getpwnam("nobody")
            os.chown(self.dir, self._user.pw_uid, self._user.pw_gid)

    def _as_user(self) -> None:
        if self._user is not None:
            os.setgid(self._user.pw_gid)
            os.setgroups([])
            os.setuid(self._user.pw_uid)

    def _run(self, *cmd: str) -> None:
        out = subprocess.run(cmd, cwd=self.dir, preexec_fn=self._as_user, capture_output=True,
                             text=True, timeout=120)
        if out.returncode:
            raise RuntimeError(f"{cmd[0]} failed: {out.stdout}{out.stderr}")

    def start(self) -> PostgresServer:
        self._run(str(self.bin / "initdb"), "-D", str(self.data), "-U", "pihost", "-A", "trust",
                  "-E", "UTF8", "--locale=C.UTF-8", "--no-sync")
        log = open(self.dir / "server.log", "w")
        self.proc = subprocess.Popen(
            [str(self.bin / "postgres"), "-D", str(self.data), "-k", str(self.dir), "-p",
             str(PORT), "-c", "listen_addresses=", "-c", "fsync=off", "-c",
             "synchronous_commit=off", "-c", "full_page_writes=off"],
            cwd=self.dir, preexec_fn=self._as_user, stdout=log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if (self.dir / f".s.PGSQL.{PORT}").exists():
                try:
                    self.psql("SELECT 1")
                    return self
                except RuntimeError:
                    pass
            if self.proc.poll() is not None:
                break
            time.sleep(0.1)
        self.stop()
        raise RuntimeError("postgres did not start: " + (self.dir / "server.log").read_text())

    def psql(self, sql: str, db: str = "postgres") -> str:
        """Run one SQL command through ``psql`` (as the cluster's superuser); its output."""
        out = subprocess.run([str(self.bin / "psql"), "-h", str(self.dir), "-p", str(PORT),
                              "-U", "pihost", "-d", db, "-Atc", sql],
                             capture_output=True, text=True, timeout=60)
        if out.returncode:
            raise RuntimeError(out.stderr)
        return out.stdout

    def create_database(self, name: str) -> str:
        """A new empty database; returns its SQLAlchemy URL."""
        self.psql(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def url(self, db: str) -> str:
        return f"postgresql+psycopg://pihost@/{db}?host={self.dir}&port={PORT}"

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)  # fast shutdown: clients are cut off
            try:
                self.proc.wait(30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        self.proc = None
        shutil.rmtree(self.dir, ignore_errors=True)

    def __enter__(self) -> PostgresServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
