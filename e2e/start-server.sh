#!/usr/bin/env bash
# Builds the app and serves it for the browser journeys: fresh embedded database (or DATABASE_URL
# when set), a staff account made with `npm run user:create`, generous form throttles.
set -euo pipefail
cd "$(dirname "$0")/.."
export E2E_PORT="${E2E_PORT:-5100}"
export DIST_DIR="${E2E_DIST_DIR:-dist}"
export PORT="$E2E_PORT"
export NODE_ENV=production
export PGLITE_DATA_DIR="${E2E_PGLITE_DIR:-./data/e2e-$E2E_PORT}"
export FORM_RATE_LIMIT=1000 GOLF_WRITE_RATE_LIMIT=1000 LOG_LEVEL=warn
# one trusted proxy hop, so a journey can post from a visitor address of its own (X-Forwarded-For)
export TRUST_PROXY=1
# a business that has entered its ABN and is registered for GST: it may issue tax invoices
export BUSINESS_ABN="51 824 753 556" BUSINESS_GST_REGISTERED=yes
export SITE_URL="http://localhost:$E2E_PORT"
# lead emails go to the SMTP server that e2e/lead-emails.spec.ts runs on this port
export SMTP_URL="${E2E_SMTP_URL:-smtp://127.0.0.1:$((E2E_PORT + 1000))}" MAIL_FROM="Ridgeline <quotes@e2e.test>" LEAD_ALERT_TO="office@e2e.test"
# card payments go to the Stripe stand-in that e2e/invoices.spec.ts runs on this port
export STRIPE_SECRET_KEY=sk_test_e2e_stand_in STRIPE_WEBHOOK_SECRET=whsec_e2e_stand_in STRIPE_API_BASE="http://127.0.0.1:$((E2E_PORT + 2000))"
# texts go to the SMS provider stand-in that e2e/texts.spec.ts runs on this port
export SMS_API_BASE="http://127.0.0.1:$((E2E_PORT + 3000))" SMS_ACCOUNT_SID=ACe2e0000000000000000000000000000 SMS_AUTH_TOKEN=e2e-sms-auth-token SMS_FROM=+61491570006
rm -rf "$PGLITE_DATA_DIR"
if [ -z "${E2E_SKIP_BUILD:-}" ]; then npm run build --silent; fi
STAFF_PASSWORD="${E2E_STAFF_PASSWORD:-e2e-staff-password-123}" npx tsx scripts/user-create.ts --username "${E2E_STAFF_USERNAME:-e2e-staff}"
export MALLOC_ARENA_MAX=2
exec node "$DIST_DIR/server/index.js"
