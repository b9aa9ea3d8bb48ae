# Shared set-up for scripts/run and scripts/test: install the Debian packages that are
# missing, then configure and build in build/ (incrementally).
set -euo pipefail

HOTSPOT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
HOTSPOT_BUILD_DIR="${HOTSPOT_BUILD_DIR:-$HOTSPOT_ROOT/build}"

hotspot_missing_packages() {
    local pkg missing=()
    while read -r pkg; do
        [[ -z "$pkg" || "$pkg" == \#* ]] && continue
        if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
            missing+=("$pkg")
        fi
    done < <(cat "$HOTSPOT_ROOT/scripts/packages.txt" "$HOTSPOT_ROOT/packaging/runtime-packages.txt")
    echo "${missing[@]:-}"
}

hotspot_install_packages() {
    local missing
    missing="$(hotspot_missing_packages)"
    [[ -z "$missing" ]] && return 0
    echo "Installing missing Debian packages: $missing" >&2
    local apt=(env DEBIAN_FRONTEND=noninteractive apt-get)
    if [[ "$(id -u)" -eq 0 ]]; then
        "${apt[@]}" update -q
        # shellcheck disable=SC2086
        "${apt[@]}" install -y -q --no-install-recommends $missing
    elif command -v sudo >/dev/null 2>&1; then
        sudo "${apt[@]}" update -q
        # shellcheck disable=SC2086
        sudo "${apt[@]}" install -y -q --no-install-recommends $missing
    else
        echo "These Debian packages are missing. Install them as root and run again:" >&2
        echo "  apt-get install $missing" >&2
        exit 1
    fi
}

hotspot_build() {
    local jobs
    jobs="$(nproc 2>/dev/null || echo 2)"
    if [[ ! -f "$HOTSPOT_BUILD_DIR/CMakeCache.txt" ]]; then
        cmake -S "$HOTSPOT_ROOT" -B "$HOTSPOT_BUILD_DIR" -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@"
    fi
    cmake --build "$HOTSPOT_BUILD_DIR" --parallel "$jobs"
}
