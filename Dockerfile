# The Meridian image: one build for every role (ROLES, docs/operations.md) and for the signer
# (`node packages/server/dist/cli/signer.js`). The deployment manifests in deploy/k8s run it.
# Built from the repository's root: `docker build -t meridian:0.1.0 .`

# Node 20, as the workspace's engines and lock are proven on (STACK-NOTES).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
# Exactly the lock's packages; then the protocol, both apps and the server; then only what runs.
RUN npm ci --no-audit --no-fund \
 && npm run build \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DATA_DIR=/data
COPY --from=build --chown=root:root /app/package.json /app/package-lock.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/packages ./packages
# The server writes only to DATA_DIR (uploads, and the embedded database when there is no DATABASE_URL).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
CMD ["node", "packages/server/dist/main.js"]
