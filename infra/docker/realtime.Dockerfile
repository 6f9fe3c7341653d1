# The Pusher-protocol channels server (infra/realtime) for local and single-node runs.
# Built from the repository root: docker build -f infra/docker/realtime.Dockerfile .
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

COPY shared-contracts shared-contracts
COPY infra/realtime infra/realtime

ENV REALTIME_HOST=0.0.0.0 \
    REALTIME_PORT=6001
EXPOSE 6001
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:6001/').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
USER node
WORKDIR /app/infra/realtime
# Node itself is the container's first process, so compose's SIGTERM reaches the server, which closes every
# connection with Pusher's "going away" before it exits.
CMD ["node", "--import", "tsx", "src/server.ts"]
