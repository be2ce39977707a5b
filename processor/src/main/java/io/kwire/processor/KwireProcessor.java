package io.kwire.processor;

import com.google.auto.service.AutoService;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Generates a Kafka wire codec, {@code <SimpleName>Codec}, for every class annotated
 * {@code @Versions}, and reports every invalid declaration as a {@code [kwire/Key]} diagnostic on
 * the element at fault. A class with errors gets no codec; the others still do.
 */
@AutoService(Processor.class)
public final class KwireProcessor extends AbstractProcessor {
    private Reporter reporter;
    private ModelReader modelReader;
    private final SourceTypes sourceTypes = new SourceTypes();
    private final Planner planner = new Planner();
    private final CodecWriter codecWriter = new CodecWriter();
    private final ViewWriter viewWriter = new ViewWriter();
    private final RegistryWriter registryWriter = new RegistryWriter();
    private ApiPackages apiPackages;
    private RegistryChoices registryChoices;
    /** Classes whose fields used types that did not exist yet, tried again in the next round. */
    private final Set<String> deferred = new LinkedHashSet<>();
    /** Each codec written so far, and the class it is for. */
    private final Map<String, TypeElement> codecs = new HashMap<>();

    @Override
    public synchronized void init(ProcessingEnvironment environment) {
        super.init(environment);
        reporter = new Reporter(environment.getMessager());
        apiPackages = new ApiPackages(reporter);
        registryChoices = new RegistryChoices(reporter);
        modelReader = new ModelReader(new Annotations(environment.getElementUtils()),
                new AccessFinder(environment.getElementUtils(), environment.getTypeUtils(), reporter), reporter,
                sourceTypes);
    }

    /** Every kwire annotation: only kwire reads them, so kwire claims them all (see {@link #process}). */
    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return Set.of(Names.VERSIONS, Names.API_KEY, Names.FLEXIBLE, Names.TAGGED, Names.NULLABLE_VERSIONS,
                Names.DEFAULT, Names.IGNORABLE, Names.WIRE_TYPE, Names.VIEW);
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    /**
     * Reads, plans and writes the codec of every annotated class of the round, and of those put
     * off from the last, then the registries of the packages now complete.
     */
    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        sourceTypes.addRound(round);
        if (!round.processingOver()) {
            for (TypeElement type : typesToRead(round)) {
                generate(type);
            }
            writeRegistries();
        }
        reportApiKeysWithoutVersions(round);
        reportViewsWithoutVersions(round);
        // Claiming kwire's own annotations, which no other processor reads, keeps users' builds
        // with -Xlint:all -Werror free of javac's "No processor claimed any of these annotations".
        return true;
    }

    /** The classes put off from the last round, then this round's {@code @Versions} classes. */
    private Set<TypeElement> typesToRead(RoundEnvironment round) {
        Set<TypeElement> types = new LinkedHashSet<>();
        for (String name : deferred) {
            types.add(processingEnv.getElementUtils().getTypeElement(name));
        }
        deferred.clear();
        TypeElement versions = processingEnv.getElementUtils().getTypeElement(Names.VERSIONS);
        if (versions != null) {
            for (Element element : round.getElementsAnnotatedWith(versions)) {
                if (element instanceof TypeElement type) {
                    types.add(type);
                }
            }
        }
        return types;
    }

    private void generate(TypeElement type) {
        try {
            ReadResult result = modelReader.read(type);
            if (result instanceof ReadResult.Read read) {
                write(type, read.model());
            } else if (result instanceof ReadResult.Unresolved) {
                deferred.add(type.getQualifiedName().toString());
            }
        } catch (IOException | RuntimeException e) {
            reportInternalError(type, type.getQualifiedName(), e);
        }
    }

    /**
     * Writes the message's codec, and its view if asked for, unless another message already has a codec
     * of that name or a class of the user's has the codec's or the view's.
     */
    private void write(TypeElement type, MessageModel model) throws IOException {
        String codec = model.codecName().canonicalName();
        if (isUserClass(codec)) {
            reporter.report(Diagnostic.CODEC_NAME_TAKEN, type, type.getQualifiedName(), codec);
            return;
        }
        TypeElement previous = codecs.putIfAbsent(codec, type);
        if (previous != null && !previous.equals(type)) {
            reporter.report(Diagnostic.CODEC_NAME_CLASH, type, type.getQualifiedName(), codec,
                    previous.getQualifiedName());
            return;
        }
        boolean view = wantsView(type);
        if (view && viewNameTaken(type, model)) {
            return;
        }
        CodecPlan plan = planner.plan(model);
        codecWriter.write(plan, view).writeTo(processingEnv.getFiler());
        if (view) {
            viewWriter.write(plan).writeTo(processingEnv.getFiler());
        }
        if (model.apiKey() >= 0) {
            apiPackages.add(model);
        }
    }

    /**
     * Whether a class compiled from source in this build already has the name of the message's view;
     * if so, reports it on the message, which then gets no codec either, rather than javac's
     * refusal to create the file.
     */
    private boolean viewNameTaken(TypeElement type, MessageModel model) {
        String view = ViewNames.viewOf(model.type()).canonicalName();
        if (!isUserClass(view)) {
            return false;
        }
        reporter.report(Diagnostic.VIEW_NAME_CLASH, type, type.getQualifiedName(), view, type.getSimpleName());
        return true;
    }

    /**
     * Whether {@code name} is a class compiled from source in this build: javac would refuse to create
     * a file of that name. Classes from the class path are not, so stale output of an earlier build is
     * never taken for one.
     */
    private boolean isUserClass(String name) {
        TypeElement existing = processingEnv.getElementUtils().getTypeElement(name);
        return existing != null && sourceTypes.contains(existing);
    }

    /** Whether the class, or its package, is annotated {@code @View}. */
    private boolean wantsView(TypeElement type) {
        return Annotations.find(type, Names.VIEW) != null
                || Annotations.find(processingEnv.getElementUtils().getPackageOf(type), Names.VIEW) != null;
    }

    /** Writes {@code KwireApis} for each package whose API messages are all in, none waiting for a later round. */
    private void writeRegistries() {
        Set<String> waiting = new HashSet<>();
        for (String name : deferred) {
            waiting.add(processingEnv.getElementUtils()
                    .getPackageOf(processingEnv.getElementUtils().getTypeElement(name)).getQualifiedName().toString());
        }
        apiPackages.takeReady(waiting).forEach((pkg, messages) -> {
            String registry = pkg + "." + RegistryWriter.CLASS_NAME;
            TypeElement existing = processingEnv.getElementUtils().getTypeElement(registry);
            if (existing != null) {
                reporter.report(Diagnostic.REGISTRY_NAME_CLASH, existing, registry);
                return;
            }
            try {
                registryWriter.write(pkg, registryChoices.choose(pkg, messages), messages)
                        .writeTo(processingEnv.getFiler());
            } catch (IOException | RuntimeException e) {
                reportInternalError(messages.get(0).origin(), registry, e);
            }
        });
    }

    /** {@code @ApiKey} means nothing without {@code @Versions}. */
    private void reportApiKeysWithoutVersions(RoundEnvironment round) {
        TypeElement apiKey = processingEnv.getElementUtils().getTypeElement(Names.API_KEY);
        if (apiKey == null) {
            return;
        }
        for (Element element : round.getElementsAnnotatedWith(apiKey)) {
            if (Annotations.find(element, Names.VERSIONS) == null) {
                reporter.report(Diagnostic.MISSING_VERSIONS, element, element.getSimpleName());
            }
        }
    }

    /**
     * {@code @View} on a class without {@code @Versions} asks for nothing: only a message gets a view,
     * and the views of its structs are nested in it. On a package, it asks for a view of each message
     * there, and the package's other classes need none.
     */
    private void reportViewsWithoutVersions(RoundEnvironment round) {
        TypeElement view = processingEnv.getElementUtils().getTypeElement(Names.VIEW);
        if (view == null) {
            return;
        }
        for (Element element : round.getElementsAnnotatedWith(view)) {
            if (element instanceof TypeElement && Annotations.find(element, Names.VERSIONS) == null) {
                reporter.report(Diagnostic.VIEW_WITHOUT_VERSIONS, element, element.getSimpleName());
            }
        }
    }

    private void reportInternalError(Element site, Object subject, Exception e) {
        StringWriter trace = new StringWriter();
        e.printStackTrace(new PrintWriter(trace));
        reporter.report(Diagnostic.INTERNAL_ERROR, site, subject, trace);
    }
}
