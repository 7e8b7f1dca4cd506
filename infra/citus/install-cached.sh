#!/usr/bin/env bash
# Installs Citus for this machine's PostgreSQL the fast way when it can (issue 27):
#  - already installed (citus.so in the server's lib dir): nothing to do;
#  - else a build of the same tarball for the same PostgreSQL kept in the cache folder: unpacked
#    into place (seconds);
#  - else built from the release beside the repo (../shared/citus/install.sh, ~3 min on 2 cores),
#    and what it installed is packed into the cache for the next time.
# The cache lives outside any clone: CITUS_CACHE_DIR, default /var/cache/gst-platform/citus. Its
# key is the SHA-256 of the tarball and of install.sh, and `pg_config --version`, so a new release,
# a changed build script or another PostgreSQL never reuses an old build.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
installer=${CITUS_INSTALL:-$here/../../../shared/citus/install.sh}
shared=$(dirname "$installer")
pgbin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
pg_config="$pgbin/pg_config"
libdir=$("$pg_config" --pkglibdir)
sharedir=$("$pg_config" --sharedir)
key=$( (cat "$shared"/citus-*.tar.gz "$installer"; "$pg_config" --version) | sha256sum | cut -c1-16)
cache_dir=${CITUS_CACHE_DIR:-/var/cache/gst-platform/citus}
archive="$cache_dir/citus-$key.tar.gz"

# What `make install` put in place: the libraries, their JIT bitcode and the extension scripts.
pack() {
  mkdir -p "$cache_dir"
  ( cd / && find "${libdir#/}" "${sharedir#/}/extension" -maxdepth 1 \
      \( -name 'citus*' -o -name 'columnar*' -o -name 'bitcode' \) -print |
    while read -r path; do
      if [ "$(basename "$path")" = bitcode ]; then find "$path" -maxdepth 1 -name 'citus*'; else echo "$path"; fi
    done > "$cache_dir/citus-$key.list" )
  tar -czf "$archive.tmp" -C / -T "$cache_dir/citus-$key.list"
  mv "$archive.tmp" "$archive"
  echo "citus build cached in $archive"
}

if [ -f "$libdir/citus.so" ]; then
  echo "citus already installed in $libdir"
  # Installed by install.sh on this machine before the cache existed: keep it for next time.
  [ -f "$archive" ] || pack
  exit 0
fi
if [ -f "$archive" ]; then
  tar -xzf "$archive" -C /
  echo "citus restored from $archive"
  exit 0
fi

bash "$installer"
pack
