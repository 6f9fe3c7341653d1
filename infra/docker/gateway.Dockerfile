# The gateway with the site built into it: the shell, the five remotes, remotes.json, builds/latest.json.
# Built from the repository root: docker build -f infra/docker/gateway.Dockerfile .
FROM node:20-bookworm-slim

WORKDIR /app

COPY package.json package-lock.json ./
COPY shared-contracts/package.json shared-contracts/
COPY shell/package.json shell/
COPY mf-catalogue/package.json mf-catalogue/
COPY mf-cart-checkout/package.json mf-cart-checkout/
COPY mf-account/package.json mf-account/
COPY mf-doctor/package.json mf-doctor/
COPY mf-quiz/package.json mf-quiz/
COPY infra/api/package.json infra/api/
COPY infra/gateway/package.json infra/gateway/
COPY infra/realtime/package.json infra/realtime/
COPY infra/e2e/package.json infra/e2e/
RUN npm ci --ignore-scripts --no-audit --no-fund

COPY . .
# One webpack build at a time keeps the image build within a small builder's memory.
RUN BUILD_CONCURRENCY=1 npm run build && chown -R node:node .data

ENV HOST=0.0.0.0 \
    PORT=8080 \
    SITE_DIR=/app/.data/site
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/remotes.json').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
USER node
WORKDIR /app/infra/gateway
CMD ["node", "--import", "tsx", "src/server.ts"]
