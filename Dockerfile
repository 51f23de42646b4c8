# RigForge app image: builds the client and server, then runs the compiled server.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY common/package.json common/
COPY planner/package.json planner/
COPY server/package.json server/
COPY client/package.json client/
COPY examples/package.json examples/
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build && npm prune --omit=dev --ignore-scripts

FROM node:22-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/common/package.json common/
COPY --from=build /app/common/dist common/dist
COPY --from=build /app/planner/package.json planner/
COPY --from=build /app/planner/dist planner/dist
COPY --from=build /app/server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
# The prerenderer (docs/prerendering.md): the server loads ../dist-ssr/render.cjs beside client/dist.
COPY --from=build /app/client/dist-ssr client/dist-ssr
USER node
EXPOSE 3000
CMD ["node", "server/dist/index.js"]
