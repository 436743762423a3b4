// Imported first by the build entry: React picks its production build from NODE_ENV when first
// imported (the development build renders about 3× slower), and worker threads inherit it.
process.env.NODE_ENV ??= 'production';
