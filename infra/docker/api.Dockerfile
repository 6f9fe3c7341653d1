# The API (Fastify + Drizzle). Built from the repository root: docker build -f infra/docker/api.Dockerfile .
FROM node:20-bookworm-slim

WORKDIR /app

# Manifests first, so dependencies are reinstalled only when they change.
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
# No install scripts: the container talks to the postgres service, never to an embedded server.
RUN npm ci --ignore-scripts --no-audit --no-fund

COPY . .

ENV HOST=0.0.0.0 \
    PORT=4000
EXPOSE 4000
# Ready: the database and the job queue answer and the instance is not shutting down (/api/health/live asks less).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4000/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
USER node
WORKDIR /app/infra/api
# Node itself is the container's first process, so compose's SIGTERM reaches the API, which then stops taking
# connections, answers the requests in flight, lets running jobs end and closes its database pool.
CMD ["node", "--import", "tsx", "src/server.ts"]
