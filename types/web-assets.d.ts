// Module shapes of what webpack's loaders turn non-code files into (webpack.shared.js); every front-end app's
// tsconfig gets this through tsconfig.web.json.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.mp4' {
  const url: string;
  export default url;
}
declare module '*.avif' {
  const url: string;
  export default url;
}
declare module '*.webm' {
  const url: string;
  export default url;
}
