// Imported first by the build and serve entry points: React (and other libraries) choose their
// production builds from NODE_ENV when first imported, and the development build renders ~3× slower.
process.env.NODE_ENV ??= 'production';
