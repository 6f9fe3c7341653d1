import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { CONTRACTS_MANIFEST_FIELD } from '@labshop/shared-contracts/core';
import { CONTRACTS_VERSION } from './contracts-package';
import { fontPreloadLinks } from './font-preload';
import { createSharedConfig } from './shared';

export interface FrontEndBuildOptions {
  /** Package folder (the webpack config's __dirname). */
  dir: string;
  /** Module Federation container name, a valid identifier. */
  federationName: string;
  /** Short prefix for CSS Module class names, so two remotes never collide. */
  cssPrefix: string;
  /** Port of the standalone development server. */
  devPort: number;
  /** Modules this remote exposes; absent for the shell. */
  exposes?: Record<string, string>;
  /** Title of the standalone page. */
  title: string;
  /** Values baked into the bundle (DefinePlugin). */
  define?: Record<string, string>;
}

const CONTRACTS_SRC = path.resolve(__dirname, '..');

/** One webpack config for the shell and every remote: TypeScript through SWC, CSS Modules, federation. */
export function createFrontEndConfig(
  options: FrontEndBuildOptions,
  argv: { mode?: string },
): webpack.Configuration & { devServer: DevServerConfiguration } {
  const production = argv.mode !== 'development';
  const isRemote = Boolean(options.exposes);
  return {
    mode: production ? 'production' : 'development',
    entry: path.join(options.dir, 'src/index.ts'),
    // Maps are written beside the bundles for reading error reports' stack traces, but no bundle names them, and the
    // gateway never serves them: the public sees no sources.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath: isRemote ? 'auto' : '/',
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: options.federationName,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          include: [path.join(options.dir, 'src'), CONTRACTS_SRC],
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
          },
        },
        {
          test: /\.module\.css$/,
          use: [
            'style-loader',
            {
              loader: 'css-loader',
              options: {
                modules: {
                  localIdentName: production
                    ? `${options.cssPrefix}-[hash:base64:6]`
                    : `${options.cssPrefix}-[name]__[local]`,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                },
              },
            },
          ],
        },
        { test: /\.css$/, exclude: /\.module\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: options.federationName,
        ...(isRemote ? { filename: 'remoteEntry.js', exposes: options.exposes } : {}),
        shared: createSharedConfig(),
        // A remote's manifest names the contracts version it was built with, so the shell can refuse a
        // remote built against another major before running any of its code.
        manifest: isRemote
          ? {
              fileName: 'mf-manifest.json',
              additionalData: ({ stats }) => {
                Object.assign(stats.metaData, { [CONTRACTS_MANIFEST_FIELD]: CONTRACTS_VERSION });
                return stats;
              },
            }
          : false,
        dts: false,
        shareStrategy: 'loaded-first',
      }),
      new HtmlWebpackPlugin({
        title: options.title,
        // Written once the build's files are known, so the page can preload the font the tokens use.
        templateContent: ({ compilation }: { compilation?: webpack.Compilation }) =>
          pageTemplate(options.title, fontPreloadLinks(Object.keys(compilation?.assets ?? {}), PAGE_PUBLIC_PATH)),
        publicPath: PAGE_PUBLIC_PATH,
      }),
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        // The release a build belongs to, so a page can say which version of a remote it runs.
        __RELEASE_VERSION__: JSON.stringify(process.env.RELEASE_VERSION ?? 'development'),
        // The contracts version the shell compares each remote's with.
        __CONTRACTS_VERSION__: JSON.stringify(CONTRACTS_VERSION),
        ...options.define,
      }),
    ],
    performance: { hints: false },
    devServer: {
      port: options.devPort,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: process.env.API_URL ?? 'http://127.0.0.1:4000' }],
    },
  };
}

/** Where the page finds the files of its own build. */
const PAGE_PUBLIC_PATH = '/';

function pageTemplate(title: string, preloads: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    ${preloads}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
}
