# Shared by the scripts in scripts/: makes sure what the project needs is installed.
# Sourced, not run. Idempotent: installs only what is missing.

bind_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

# Installs the Debian packages named as arguments that are not installed yet.
ensure_debian_packages() {
  local missing=()
  for package in "$@"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || {
      echo "error: need to install ${missing[*]} but am not root and sudo is missing" >&2
      return 1
    }
    sudo="sudo"
  fi
  echo "Installing ${missing[*]}..." >&2
  # Another install may hold apt's lock (CI builds in the background while it tests): wait for
  # it rather than fail.
  local wait_for_lock=(-o DPkg::Lock::Timeout=300)
  $sudo apt-get "${wait_for_lock[@]}" update -qq &&
    DEBIAN_FRONTEND=noninteractive $sudo apt-get "${wait_for_lock[@]}" install -y -qq "${missing[@]}" >/dev/null
}

ensure_swift() {
  command -v swift >/dev/null 2>&1 || {
    echo "error: swift is not on PATH; install Swift 6 from swift.org first" >&2
    return 1
  }
}

# Installs the PyPI packages named as NAME==VERSION arguments that are missing or at another
# version, with pip for the python3 on PATH.
ensure_pip_packages() {
  local missing=()
  for requirement in "$@"; do
    local name="${requirement%%==*}" version="${requirement#*==}"
    local installed
    installed="$(python3 -c "import importlib.metadata as m; print(m.version('$name'))" 2>/dev/null || true)"
    [ "$installed" = "$version" ] || missing+=("$requirement")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing ${missing[*]} from PyPI..." >&2
  python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore "${missing[@]}" >&2
}
