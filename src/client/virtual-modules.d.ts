// Built by vite.config.ts: the stylesheets of the Mantine components the app uses.
declare module 'virtual:mantine-css';
