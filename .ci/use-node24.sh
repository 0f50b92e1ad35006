# Sourced by .ci/run. The project needs Node 24 (LTS, .nvmrc). On a machine with an older node this
# fetches one from the npm registry's `node` package (it ships a real binary) and puts it first on
# PATH, so npm ci, the tests, the build and the e2e server all run on it. A machine with Node 24 or
# newer is left as it is.
node_major() { node --version 2>/dev/null | sed -E 's/^v([0-9]+).*/\1/'; }
if [ "$(node_major || true)" = "" ] || [ "$(node_major)" -lt 24 ]; then
  NODE24_DIR="${NODE24_DIR:-$HOME/.cache/node24}"
  if [ ! -x "$NODE24_DIR/node_modules/node/bin/node" ]; then
    npm install --no-save --no-audit --no-fund --no-package-lock --prefix "$NODE24_DIR" node@24
  fi
  export PATH="$NODE24_DIR/node_modules/node/bin:$PATH"
fi
node --version
if [ "$(node_major)" -lt 24 ]; then echo "Node 24 or newer is required, found $(node --version)" >&2; exit 1; fi
