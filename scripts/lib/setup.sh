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
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

ensure_swift() {
  command -v swift >/dev/null 2>&1 || {
    echo "error: swift is not on PATH; install Swift 6 from swift.org first" >&2
    return 1
  }
}
