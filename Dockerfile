# The shop in a container: the pages and the compiled server built in one stage, run in a small
# one with production packages only, as a user without root. See README, "Containers".

# The full image: some development tools build native parts on install (python, make, g++).
FROM node:22 AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
# The pages into dist/, the server into build/server/ (with its migrations beside it).
RUN npm run build

FROM node:22-slim
WORKDIR /app
# Production: React and the libraries take their fast paths; the Auth emulator is refused.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data \
    WEB_ROOT=/app/dist
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/build/server ./build/server
# Uploaded product pictures (and PGlite, when no DATABASE_URL is set) live here: mount a volume.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
# Node keeps the server's compiled code here for the next start (SERVER_ENV in scripts/build-server.mjs).
ENV NODE_COMPILE_CACHE=/tmp/node-compile-cache
EXPOSE 3000
# The flags of SERVER_NODE_FLAGS (scripts/build-server.mjs).
CMD ["node", "--max-semi-space-size=16", "build/server/main.mjs"]
