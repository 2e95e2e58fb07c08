#!/usr/bin/env bash
# make dist-check-old: install the .deb with apt into a chroot of the oldest release the README
# claims (Ubuntu 22.04 "jammy", glibc 2.35) and run the installed program's self-test there.
# Needs root and debootstrap; the chroot is made once (about a minute) and kept in build/.
# The Ubuntu archive's public keys are in ubuntu-archive-keyring.gpg (Debian has no package of
# them): Ubuntu Archive Automatic Signing Keys 2012 (790B C727 ... C0B2 1F32) and 2018
# (F6EC B376 ... 991B C93C), and the CD image key (8439 38DF ... EFE2 1092).
set -euo pipefail
cd "$(dirname "$0")/../.."
suite=jammy
mirror=${UBUNTU_MIRROR:-http://archive.ubuntu.com/ubuntu}
jail=$PWD/build/chroot-$suite
fail() { echo "dist-check-old: $*" >&2; exit 1; }
(( EUID == 0 )) || fail "needs root (a chroot)"
command -v debootstrap >/dev/null || fail "debootstrap is missing: sudo apt-get install debootstrap"
deb=$(ls -t dist/salle_*.deb | head -n 1)
if [[ ! -x "$jail/usr/bin/apt-get" ]]; then
    rm -rf "$jail"
    debootstrap --variant=minbase --keyring="$PWD/packaging/linux/ubuntu-archive-keyring.gpg" \
        "$suite" "$jail" "$mirror" > build/debootstrap-$suite.log 2>&1 ||
        fail "debootstrap $suite failed (build/debootstrap-$suite.log)"
fi
echo "deb $mirror $suite main universe" > "$jail/etc/apt/sources.list"  # libxcb-cursor0 is in universe
cleanup() { umount "$jail/dev/shm" "$jail/dev/pts" "$jail/proc" 2>/dev/null || true; }
trap cleanup EXIT
mountpoint -q "$jail/proc" || mount -t proc proc "$jail/proc"
mountpoint -q "$jail/dev/shm" || mount -t tmpfs tmpfs "$jail/dev/shm"  # the AI's worker processes
mountpoint -q "$jail/dev/pts" || mount -t devpts devpts "$jail/dev/pts"  # apt's log
cp "$deb" "$jail/tmp/salle.deb"
in_jail() { chroot "$jail" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin:/usr/games DEBIAN_FRONTEND=noninteractive "$@"; }
in_jail apt-get -q update > /dev/null
in_jail apt-get purge -y -q salle > /dev/null 2>&1 || true
in_jail apt-get install -y -q --no-install-recommends /tmp/salle.deb > build/apt-$suite.log 2>&1 ||
    fail "apt cannot install $(basename "$deb") on $suite: $(tail -n 8 build/apt-$suite.log)"
glibc=$(in_jail dpkg-query -W -f '${Version}' libc6)
in_jail mkdir -p /tmp/home
in_jail env HOME=/tmp/home QT_QPA_PLATFORM=offscreen salle selftest > build/selftest-$suite.log 2>&1 ||
    fail "the self-test failed on $suite: $(tail -n 8 build/selftest-$suite.log)"
in_jail apt-get purge -y -q salle > /dev/null
echo "dist-check-old: $(basename "$deb") installs and passes its self-test on Ubuntu 22.04 ($suite, libc6 $glibc)"
